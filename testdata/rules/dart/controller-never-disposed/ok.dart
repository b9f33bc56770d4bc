import 'package:flutter/material.dart';

class _LoginFormState extends State<LoginForm> {
  final _email = TextEditingController();
  late final FocusNode _focus;

  @override
  void initState() {
    super.initState();
    _focus = FocusNode();
  }

  @override
  void dispose() {
    _email.dispose();
    _focus.dispose();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => TextField(controller: _email, focusNode: _focus);
}

// the controller belongs to the parent, which disposes it
class _SearchFieldState extends State<SearchField> {
  TextEditingController get _controller => widget.controller;

  @override
  Widget build(BuildContext context) => TextField(controller: _controller);
}
