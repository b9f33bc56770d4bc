resource "aws_ssm_document" "bootstrap" { # want "hcl/ssm-document-public"
  name          = "bootstrap"
  document_type = "Command"
  content       = file("bootstrap.json")
  permissions = {
    type        = "Share"
    account_ids = "All"
  }
}
