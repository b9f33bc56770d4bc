class Help: UIViewController {
    let web = UIWebView(frame: .zero) // want "swift/uiwebview"
    var other: UIWebView? // want "swift/uiwebview"
}
