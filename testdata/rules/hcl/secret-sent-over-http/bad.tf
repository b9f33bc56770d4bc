data "http" "register" { # want "hcl/secret-sent-over-http"
  url = "https://hooks.example.com/register?token=${aws_ssm_parameter.api_token.value}"
}

data "http" "notify" { # want "hcl/secret-sent-over-http"
  url    = "https://status.example.com/api"
  method = "POST"
  request_headers = {
    Authorization = "Bearer ${data.aws_secretsmanager_secret_version.status.secret_string}"
  }
}
