import 'package:flutter/material.dart';

class _SearchState extends State<Search> {
  final _controller = TextEditingController();

  @override
  void initState() {
    _controller.addListener(_onChanged);
    super.initState(); // want "dart/super-init-state-not-first"
  }

  void _onChanged() {}

  @override
  Widget build(BuildContext context) => TextField(controller: _controller);
}
