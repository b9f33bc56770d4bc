resource "aws_lambda_code_signing_config" "this" {
  allowed_publishers {
    signing_profile_version_arns = [aws_signer_signing_profile.release.version_arn]
  }
  policies {
    untrusted_artifact_on_deployment = "Enforce"
  }
}
