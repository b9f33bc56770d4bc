import 'package:flutter/material.dart';
import 'package:webview_flutter/webview_flutter.dart';

class _BrowserState extends State<Browser> {
  late final WebViewController _controller;

  @override
  void initState() {
    super.initState();
    _controller = WebViewController()
      ..setJavaScriptMode(JavaScriptMode.unrestricted)
      ..addJavaScriptChannel('Native', onMessageReceived: (m) => _onMessage(m.message))
      ..loadRequest(Uri.parse(widget.url)); // want "dart/webview-bridge-loads-variable-url"
  }

  void _onMessage(String message) {}

  Future<void> open(String link) async {
    final controller = WebViewController();
    await controller.setJavaScriptMode(JavaScriptMode.unrestricted);
    await controller.addJavaScriptChannel('Native', onMessageReceived: (m) => _onMessage(m.message));
    await controller.loadRequest(Uri.parse(link)); // want "dart/webview-bridge-loads-variable-url"
  }

  @override
  Widget build(BuildContext context) => WebViewWidget(controller: _controller);
}
