import 'package:flutter/material.dart';

class _HomeState extends State<Home> {
  late Color _accent;
  late double _width;

  @override
  void initState() {
    super.initState();
    _accent = Theme.of(context).colorScheme.primary; // want "dart/inherited-widget-in-init-state"
    _width = MediaQuery.sizeOf(context).width; // want "dart/inherited-widget-in-init-state"
  }

  @override
  Widget build(BuildContext context) => SizedBox(width: _width, child: ColoredBox(color: _accent));
}
