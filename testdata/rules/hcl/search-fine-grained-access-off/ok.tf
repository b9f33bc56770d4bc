resource "aws_opensearch_domain" "logs" {
  domain_name = "logs"
  advanced_security_options {
    enabled                        = true
    internal_user_database_enabled = false
    master_user_options {
      master_user_arn = aws_iam_role.search_admin.arn
    }
  }
}
