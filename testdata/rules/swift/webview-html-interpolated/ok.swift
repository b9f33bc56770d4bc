import WebKit

func show(_ webView: WKWebView, comment: String) {
    webView.loadHTMLString("<html><body>\(comment.htmlEscaped)</body></html>", baseURL: nil)
    webView.loadHTMLString("<html><body>Hello</body></html>", baseURL: nil)
}
