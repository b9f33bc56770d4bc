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

// IAM policies kept as templatefile() templates are policy documents too.
func TestIAMPolicyTemplate(t *testing.T) {
	check(t, rules(t, "templates/deploy-policy.json.tftpl", `{
  "Version": "2012-10-17",
  "Statement": [
    {"Effect": "Allow", "Action": "s3:*", "Resource": ["${bucket_arn}", "${bucket_arn}/*"]},
    {"Effect": "Allow", "Action": "iam:PassRole", "Resource": "*"}
  ]
}
`), map[string][]int{
		"iac/iam-service-wildcard": {4},
		"iac/iam-passrole-any":     {5},
	})
	// a template that loops with %{ } is not readable as a document, and a
	// .tpl that is not a policy is not read at all
	check(t, rules(t, "templates/policy.json.tpl", `{
  "Statement": [
  %{ for arn in bucket_arns ~}
    {"Effect": "Allow", "Action": "s3:*", "Resource": "${arn}"},
  %{ endfor ~}
  ]
}
`), map[string][]int{})
	check(t, rules(t, "templates/user-data.sh.tpl", "#!/bin/sh\necho '{\"Statement\": [], \"Effect\": 1}' > /dev/null\n"), map[string][]int{})
}
