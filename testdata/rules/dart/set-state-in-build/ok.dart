import 'package:flutter/material.dart';

class _CounterState extends State<Counter> {
  int _count = 0;

  @override
  Widget build(BuildContext context) {
    final label = 'Clicked $_count times';
    return TextButton(
      onPressed: () {
        setState(() => _count++);
      },
      child: Text(label),
    );
  }
}
