resource "aws_iam_user_policy_attachment" "alice_admin" { # want "hcl/iam-policy-on-user"
  user       = aws_iam_user.alice.name
  policy_arn = aws_iam_policy.ops.arn
}

resource "aws_iam_user_policy" "bob" { # want "hcl/iam-policy-on-user"
  user   = aws_iam_user.bob.name
  policy = data.aws_iam_policy_document.read.json
}
