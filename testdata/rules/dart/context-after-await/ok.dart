import 'package:flutter/material.dart';

class _EditPageState extends State<EditPage> {
  Future<void> _save() async {
    await repository.save(draft);
    if (!mounted) return;
    Navigator.of(context).pop();
  }

  Future<void> _delete() async {
    final messenger = ScaffoldMessenger.of(context);
    final ok = await repository.delete(draft.id);
    messenger.showSnackBar(SnackBar(content: Text(ok ? 'Deleted' : 'Failed')));
  }

  Future<void> _share() async {
    final result = await share(draft);
    if (context.mounted) {
      Navigator.of(context).pop(result);
    }
  }

  @override
  Widget build(BuildContext context) => ElevatedButton(onPressed: _save, child: const Text('Save'));
}

Future<void> confirmAndLogout(BuildContext context) async {
  await auth.logout();
  if (!context.mounted) return;
  context.go('/login');
}

// not Flutter: a server handler whose parameter happens to be called context
Future<void> handle(RequestContext context) async {
  await db.open();
  context.respond(200);
}
