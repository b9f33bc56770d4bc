import 'package:flutter/material.dart';

class MessageList extends StatelessWidget {
  const MessageList({super.key, required this.messages});
  final List<Message> messages;

  @override
  Widget build(BuildContext context) {
    return ListView( // want "dart/list-view-children-from-collection"
      children: messages.map((m) => ListTile(title: Text(m.text))).toList(),
    );
  }
}
