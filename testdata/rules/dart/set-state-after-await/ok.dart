import 'package:flutter/material.dart';

class _ProfileState extends State<Profile> {
  User? _user;
  bool _loading = true;

  Future<void> _load() async {
    final user = await api.fetchUser(widget.id);
    if (!mounted) return;
    setState(() {
      _user = user;
      _loading = false;
    });
  }

  void _toggle() {
    final next = !_loading;
    setState(() => _loading = next);
  }

  @override
  Widget build(BuildContext context) => _loading ? const CircularProgressIndicator() : Text(_user!.name);
}

// not a State: a ChangeNotifier's own method of the same name
class Store {
  Future<void> refresh() async {
    final items = await api.items();
    setState(items);
  }

  void setState(List<String> items) {}
}

class _DateState extends State<DatePick> {
  DateTime? _date;

  Future<void> _pick() async {
    final date = await showDatePicker(context: context, firstDate: DateTime(2000), lastDate: DateTime(2100));
    // reported once, as dart/context-after-await
    setState(() => ScaffoldMessenger.of(context).showSnackBar(SnackBar(content: Text('$date'))));
  }

  @override
  Widget build(BuildContext context) => Text('$_date');
}
