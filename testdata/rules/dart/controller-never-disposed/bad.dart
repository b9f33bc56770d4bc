import 'package:flutter/material.dart';

class _LoginFormState extends State<LoginForm> { // want "dart/controller-never-disposed"
  final _email = TextEditingController();
  final _password = TextEditingController();

  @override
  Widget build(BuildContext context) {
    return Column(children: [
      TextField(controller: _email),
      TextField(controller: _password, obscureText: true),
    ]);
  }
}
