import 'package:flutter/material.dart';

class _FeedState extends State<Feed> {
  List<Post> _posts = [];

  @override
  void initState() {
    super.initState();
    _load();
  }

  Future<void> _load() async {
    final posts = await api.posts();
    if (!mounted) return;
    setState(() => _posts = posts);
  }

  @override
  Widget build(BuildContext context) => ListView(children: [for (final p in _posts) Text(p.title)]);
}
