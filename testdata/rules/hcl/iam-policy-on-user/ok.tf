resource "aws_iam_group_policy_attachment" "ops" {
  group      = aws_iam_group.ops.name
  policy_arn = aws_iam_policy.ops.arn
}

resource "aws_iam_user_group_membership" "alice" {
  user   = aws_iam_user.alice.name
  groups = [aws_iam_group.ops.name]
}

resource "aws_iam_policy_attachment" "ops" {
  name       = "ops"
  roles      = [aws_iam_role.ops.name]
  policy_arn = aws_iam_policy.ops.arn
}
