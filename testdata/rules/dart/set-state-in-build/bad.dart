import 'package:flutter/material.dart';

class _CounterState extends State<Counter> {
  int _count = 0;
  String _label = '';

  @override
  Widget build(BuildContext context) {
    setState(() => _label = 'Clicked $_count times'); // want "dart/set-state-in-build"
    return Text(_label);
  }
}
