fun setup(webView: WebView) {
    webView.settings.allowFileAccess = true // want "kotlin/webview-file-access"
    webView.settings.setAllowUniversalAccessFromFileURLs(true) // want "kotlin/webview-file-access"
}
