resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:ci_admin"
}

resource "aws_iam_user_login_profile" "alice" {
  user    = aws_iam_user.alice.name
  pgp_key = filebase64("alice.pub")
}

resource "aws_iam_role" "ci" {
  name               = "ci"
  assume_role_policy = data.aws_iam_policy_document.ci.json
}
