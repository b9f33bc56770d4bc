import 'package:flutter/material.dart';

class MessageList extends StatelessWidget {
  const MessageList({super.key, required this.messages});
  final List<Message> messages;

  @override
  Widget build(BuildContext context) {
    return ListView.builder(
      itemCount: messages.length,
      itemBuilder: (context, i) => ListTile(title: Text(messages[i].text)),
    );
  }
}

class Settings extends StatelessWidget {
  const Settings({super.key});

  @override
  Widget build(BuildContext context) {
    return ListView(
      children: const [
        ListTile(title: Text('Theme')),
        ListTile(title: Text('Language')),
      ],
    );
  }
}
