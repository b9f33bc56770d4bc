import 'package:flutter/material.dart';

class _SearchState extends State<Search> {
  final _controller = TextEditingController();

  @override
  void initState() {
    // listen for edits
    super.initState();
    _controller.addListener(_onChanged);
  }

  void _onChanged() {}

  @override
  Widget build(BuildContext context) => TextField(controller: _controller);
}
