import 'package:flutter/material.dart';
import 'package:webview_flutter/webview_flutter.dart';

class _BrowserState extends State<Browser> {
  late final WebViewController _controller;
  late final WebViewController _viewer;

  @override
  void initState() {
    super.initState();
    // our own page, at a fixed address
    _controller = WebViewController()
      ..setJavaScriptMode(JavaScriptMode.unrestricted)
      ..addJavaScriptChannel('Native', onMessageReceived: (m) => _onMessage(m.message))
      ..loadRequest(Uri.parse('https://app.example-shop.com/checkout'));
    // any page, but no bridge into the app
    _viewer = WebViewController()
      ..setJavaScriptMode(JavaScriptMode.unrestricted)
      ..loadRequest(Uri.parse(widget.url));
  }

  void _onMessage(String message) {}

  @override
  Widget build(BuildContext context) => WebViewWidget(controller: _controller);
}

Future<void> openHelp(WebViewController controller) async {
  await controller.setJavaScriptMode(JavaScriptMode.unrestricted);
  await controller.addJavaScriptChannel('Native', onMessageReceived: (m) {});
  final help = WebViewController()..loadRequest(Uri.parse('https://help.example-shop.com/'));
  await controller.loadRequest(Uri.https('app.example-shop.com', '/help'));
  help.toString();
}
