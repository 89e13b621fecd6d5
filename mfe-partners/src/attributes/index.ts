/** What other sections of this remote use of the attributes section (the product detail opens the modal). */
export {
  AttributeMappingModal,
  type AttributeMappingModalProps,
} from './pages/AttributeMappingModal';
