resource "aws_iam_access_key" "ci" { # want "hcl/secret-in-state: aws_iam_access_key stores its secret unencrypted"
  user = aws_iam_user.ci.name
}

resource "aws_iam_user_login_profile" "alice" { # want "hcl/secret-in-state"
  user = aws_iam_user.alice.name
}

resource "tls_private_key" "deploy" { # want "hcl/secret-in-state"
  algorithm = "ED25519"
}
