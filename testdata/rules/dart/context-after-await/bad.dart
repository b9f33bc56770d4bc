import 'package:flutter/material.dart';

class EditPage extends StatefulWidget {
  const EditPage({super.key});

  @override
  State<EditPage> createState() => _EditPageState();
}

class _EditPageState extends State<EditPage> {
  Future<void> _save() async {
    await repository.save(draft);
    Navigator.of(context).pop(); // want "dart/context-after-await"
  }

  Future<void> _delete() async {
    final ok = await repository.delete(draft.id);
    ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text(ok ? 'Deleted' : 'Failed'))); // want "dart/context-after-await"
  }

  @override
  Widget build(BuildContext context) => ElevatedButton(onPressed: _save, child: const Text('Save'));
}

Future<void> confirmAndLogout(BuildContext context) async {
  await auth.logout();
  context.go('/login'); // want "dart/context-after-await"
}
