import type { IcecatErrorJson } from './answer-builder';

/** One of Icecat's JSON errors: its HTTP status, error number and message (iceclog.com's JSON error table). */
export interface IcecatError {
  /** HTTP status of the answer (the table gives none: see the README's decisions). */
  status: number;
  /** The JSON body. */
  body: IcecatErrorJson;
}

const error = (status: number, statusCode: number, message: string): IcecatError => ({
  status,
  body: { Code: status, StatusCode: statusCode, Message: message },
});

/** The errors the fake answers. */
export const ICECAT_ERRORS = {
  /** 1: UserName or Language missing. */
  missingParams: () => error(400, 1, 'UserName, and lang are mandatory fields'),
  /** 2: unknown language code. */
  unknownLanguage: () => error(400, 2, 'Lang is unknown'),
  /** 3: unknown user name. */
  unknownUser: (user: string) => error(401, 3, `${user} the Icecat user is unknown`),
  /** 4: no usable product key. */
  badIdentifier: () => error(400, 4, 'Product identifier(s) is not correct'),
  /** 8: no such product. */
  notFound: () => error(404, 8, 'The requested product is not present in the Icecat database'),
  /** 9: the sheet is Full Icecat only. */
  fullOnly: () => error(403, 9, 'This product is Full Icecat content: an app_key or API token is required'),
  /** 10: an API token Icecat does not know. */
  unknownToken: () => error(401, 10, 'Not found user by application_key'),
};
