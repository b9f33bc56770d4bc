import 'package:flutter/material.dart';
import 'package:provider/provider.dart';

class _ChatState extends State<Chat> {
  @override
  void dispose() {
    Provider.of<ChatService>(context, listen: false).leave(widget.roomId); // want "dart/context-lookup-in-dispose"
    context.read<Presence>().setAway(); // want "dart/context-lookup-in-dispose"
    ScaffoldMessenger.of(context).hideCurrentSnackBar(); // want "dart/context-lookup-in-dispose"
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => const SizedBox();
}
