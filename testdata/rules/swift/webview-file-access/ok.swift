import WebKit

func makeWebView(page: URL) -> WKWebView {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    webView.loadFileURL(page, allowingReadAccessTo: page.deletingLastPathComponent())
    defaults.setValue(true, forKey: "onboardingDone")
    return webView
}
