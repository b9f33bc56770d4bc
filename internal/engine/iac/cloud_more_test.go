package iac

import "testing"

// AWS Security Hub IAM.21, and the IAM documentation on NotPrincipal and
// passing roles.
func TestIAMMore(t *testing.T) {
	check(t, rules(t, "policy.json", `{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": ["s3:*"], "Resource": "*"},
    {"Effect": "Allow", "Action": "dynamodb:*", "Resource": "arn:aws:dynamodb:eu-west-1:123456789012:table/app"},
    {"Effect": "Allow", "Action": "iam:PassRole", "Resource": "*"},
    {"Effect": "Allow", "NotPrincipal": {"AWS": "arn:aws:iam::123456789012:root"}, "Action": "s3:GetObject", "Resource": "arn:aws:s3:::b/*"},
    {"Effect": "Deny", "Action": "s3:*", "Resource": "*"}
  ]
}
`), map[string][]int{
		"iac/iam-service-wildcard": {4, 5},
		"iac/iam-passrole-any":     {6},
		"iac/iam-not-principal":    {7},
	})
	check(t, rules(t, "policy.json", `{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject"], "Resource": "arn:aws:s3:::b/*"},
    {"Effect": "Allow", "Action": "iam:PassRole", "Resource": "arn:aws:iam::123456789012:role/app-*"}
  ]
}
`), map[string][]int{})
}
