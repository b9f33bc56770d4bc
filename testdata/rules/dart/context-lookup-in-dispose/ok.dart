import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

class _ChatState extends State<Chat> {
  late ChatService _chat;
  late ScaffoldMessengerState _messenger;

  @override
  void didChangeDependencies() {
    super.didChangeDependencies();
    _chat = Provider.of<ChatService>(context, listen: false);
    _messenger = ScaffoldMessenger.of(context);
  }

  @override
  void dispose() {
    _chat.leave(widget.roomId);
    _messenger.hideCurrentSnackBar();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => const SizedBox();
}
