import 'package:flutter/material.dart';

class _HomeState extends State<Home> {
  late Color _accent;
  double _width = 0;

  @override
  void initState() {
    super.initState();
    WidgetsBinding.instance.addPostFrameCallback((_) {
      setState(() => _width = MediaQuery.sizeOf(context).width);
    });
    final navigator = Navigator.of(context);
    navigator.toString();
  }

  @override
  void didChangeDependencies() {
    super.didChangeDependencies();
    _accent = Theme.of(context).colorScheme.primary;
  }

  @override
  Widget build(BuildContext context) => SizedBox(width: _width, child: ColoredBox(color: _accent));
}
