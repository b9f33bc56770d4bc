resource "aws_s3_bucket" "site" { # want "hcl/s3-bucket-inline-config-deprecated: acl" "hcl/s3-bucket-inline-config-deprecated: policy"
  bucket = "acme-site"
  acl    = "private"
  policy = data.aws_iam_policy_document.site.json
}
