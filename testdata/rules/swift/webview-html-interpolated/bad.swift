import WebKit

func show(_ webView: WKWebView, comment: String) {
    webView.loadHTMLString("<html><body>\(comment)</body></html>", baseURL: nil) // want "swift/webview-html-interpolated"
}
