import 'package:flutter/material.dart';

class _ProfileState extends State<Profile> {
  User? _user;
  bool _loading = true;

  Future<void> _load() async {
    final user = await api.fetchUser(widget.id);
    setState(() { // want "dart/set-state-after-await"
      _user = user;
      _loading = false;
    });
  }

  @override
  Widget build(BuildContext context) => _loading ? const CircularProgressIndicator() : Text(_user!.name);
}
