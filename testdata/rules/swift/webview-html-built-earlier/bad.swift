import WebKit

final class CommentViewController: UIViewController {
    @IBOutlet private var webView: WKWebView!

    func show(comment: Comment) {
        let html = "<html><body><h1>\(comment.author)</h1><p>\(comment.body)</p></body></html>"
        webView.loadHTMLString(html, baseURL: Bundle.main.bundleURL) // want "swift/webview-html-built-earlier"
    }

    func preview(markdown: String) {
        var page = "<p>Loading</p>"
        page = """
            <div class="preview">\(markdown)</div>
            """
        webView.loadHTMLString(page, baseURL: nil) // want "swift/webview-html-built-earlier"
    }
}
