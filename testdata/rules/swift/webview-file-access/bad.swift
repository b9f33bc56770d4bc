import WebKit

func makeWebView() -> WKWebView {
    let config = WKWebViewConfiguration()
    config.preferences.setValue(true, forKey: "allowFileAccessFromFileURLs") // want "swift/webview-file-access"
    return WKWebView(frame: .zero, configuration: config)
}
