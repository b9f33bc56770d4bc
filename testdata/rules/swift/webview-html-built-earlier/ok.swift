import WebKit

final class CommentViewController: UIViewController {
    @IBOutlet private var webView: WKWebView!

    func show(comment: Comment) {
        let html = "<html><body><h1>\(comment.author.htmlEscaped)</h1></body></html>"
        webView.loadHTMLString(html, baseURL: nil)
    }

    func about() {
        let html = "<html><body><p>Version 2</p></body></html>"
        webView.loadHTMLString(html, baseURL: nil)
    }

    func title(count: Int) {
        let label = "Comments: \(count)"
        titleLabel.text = label
        let page = template.render(label)
        webView.loadHTMLString(page, baseURL: nil)
    }
}
