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

class AddButton extends StatelessWidget {
  const AddButton({super.key, required this.options});
  final List<String> options;

  @override
  Widget build(BuildContext context) {
    return IconButton(
      onPressed: () async {
        if (options.length == 1) {
          await pick(options.first);
          return;
        }
        await AddFileDialog.open(context: context, options: options);
      },
      icon: const Icon(Icons.add),
    );
  }
}
