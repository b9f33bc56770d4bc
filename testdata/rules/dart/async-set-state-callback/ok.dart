import 'package:flutter/material.dart';

class _FeedState extends State<Feed> {
  List<Post> _posts = [];

  Future<void> _refresh() async {
    final posts = await api.posts();
    if (!mounted) return;
    setState(() {
      _posts = posts;
    });
  }

  @override
  Widget build(BuildContext context) => RefreshIndicator(onRefresh: _refresh, child: Text('${_posts.length}'));
}
