import { ScreenOf } from './routes';

/** The one exposed module: the screen of each route name this remote owns (the shell guards and routes). */
export default function ExportRemote({ route }: { route: string }) {
  return <ScreenOf route={route} />;
}
