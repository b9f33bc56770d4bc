resource "aws_ssm_document" "bootstrap" {
  name          = "bootstrap"
  document_type = "Command"
  content       = file("bootstrap.json")
  permissions = {
    type        = "Share"
    account_ids = "111122223333"
  }
}
