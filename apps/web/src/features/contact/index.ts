// The contact feature's public surface: the footer (app layer) renders the form.
export { ContactForm } from './components/contact-form';
