import { PRODUCT_NAME } from '../config';

/** One step of loading the beta by hand, with its picture of chrome://extensions (site/public/install/). */
export interface InstallStep {
  title: string;
  text: (key: string) => string;
  picture: { src: string; alt: string; width: number; height: number };
}

/** The /install page's copy: the beta's zip, the three steps of loading it unpacked, updates and sign-in. */
export const INSTALL_PAGE_COPY = {
  title: `Install the ${PRODUCT_NAME} beta`,
  intro: `Until ${PRODUCT_NAME} is on the Chrome Web Store, the beta comes as a zip file that you load into Chrome yourself. It takes a minute.`,
  storeNote: `${PRODUCT_NAME} is on the Chrome Web Store: install it from there to get updates automatically.`,
  store: 'Open the Chrome Web Store',
  download: `Download ${PRODUCT_NAME} for Chrome (.zip)`,
  unzip:
    'Unzip it into a folder you keep, such as Documents. Chrome runs the extension from that folder: leave it where it is.',
  stepsHeading: 'Load it in Chrome',
  updateHeading: 'Updates',
  update: `Chrome does not update an extension loaded this way. When a new version is out, download it, unzip it over the same folder and click the reload arrow on ${PRODUCT_NAME}'s card in chrome://extensions. Reload rather than remove it: removing it deletes what it keeps on this computer.`,
  signInHeading: 'Signing in',
  signIn: `Everything on your device works without an account. Signing in, to sync your notes and settings and for /chat, /translate, /gmail, /cal and /slack, is by invitation while in beta.`,
  joinEarly: 'Join Early Access',
};

/** The three steps, in order, with the pictures `npm run store-assets -- --install-steps` draws. */
export const INSTALL_STEPS: InstallStep[] = [
  {
    title: 'Turn on Developer mode',
    text: () =>
      'Type chrome://extensions in the address bar and press Enter. Switch on Developer mode, at the top right of the page.',
    picture: {
      src: '/install/1-developer-mode.png',
      alt: 'The top of chrome://extensions, with the Developer mode switch at the right, off.',
      width: 760,
      height: 56,
    },
  },
  {
    title: 'Click Load unpacked',
    text: () => 'Click Load unpacked, at the top left, and choose the folder you unzipped.',
    picture: {
      src: '/install/2-load-unpacked.png',
      alt: 'chrome://extensions with Developer mode on, and the Load unpacked button at the left.',
      width: 760,
      height: 116,
    },
  },
  {
    title: `${PRODUCT_NAME} is installed`,
    text: (key) =>
      `Its card appears among your extensions. Open any web page and press ${key} twice to open the command bar.`,
    picture: {
      src: '/install/3-loaded.png',
      alt: `${PRODUCT_NAME}'s card in chrome://extensions: its icon, version and description, switched on.`,
      width: 400,
      height: 209,
    },
  },
];
