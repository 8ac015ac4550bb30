/** Background service worker: the toolbar button opens the extension's main page. */
export default defineBackground(() => {
  browser.action.onClicked.addListener(() => {
    void browser.tabs.create({ url: browser.runtime.getURL('/app.html?page=main') });
  });
});
