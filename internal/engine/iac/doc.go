// Package iac is the engine for the infrastructure checks that need
// more than a tree-sitter query (the treesitter engine's Dockerfile, HCL,
// Bash and YAML packs have the rest):
//
//   - Dockerfile: the final stage starts its process as root (no USER, or
//     USER root, inherited through the stages) — a property of the whole
//     file, not of one instruction; and, per stage, a CMD, ENTRYPOINT or
//     HEALTHCHECK that a later one overrides and stage names used twice
//     (Docker's build checks); COPY --from a stage that does not exist,
//     COPY to a relative path before any WORKDIR (hadolint's DL checks),
//     a global ARG used in a stage that does not declare it again, where it
//     is empty, and a FROM that reads a variable no ARG before it declares
//     (dockerrun.go);
//   - Terraform: ingress open to the internet on every port, or on a port
//     range that contains a sensitive port (from_port = 20, to_port = 30
//     opens SSH) — arithmetic on two attributes — in each shape the
//     providers give an ingress rule: an aws_security_group's ingress
//     block (or its ingress = [{ ... }] list; ports may be written as
//     strings), aws_security_group_rule (type = "ingress"),
//     aws_vpc_security_group_ingress_rule, an Azure network security
//     group's inbound Allow rule from * or Internet (security_rule blocks
//     and azurerm_network_security_rule), a google_compute_firewall
//     open to 0.0.0.0/0 (its allow blocks' ports; no ports is all of them),
//     and a network ACL's inbound allow entry (aws_network_acl_rule, or an
//     aws_network_acl's ingress block: CIS AWS 5.1); a NACL's deny entry
//     for the same ports is the protection, not the problem; and the
//     same in other providers (tfsec's no-public-ingress checks): an
//     openstack_networking_secgroup_rule_v2 ingress rule or an
//     openstack_compute_secgroup_v2 rule, a digitalocean_firewall's
//     inbound_rule and a nifcloud_security_group_rule; a dynamic "ingress"
//     block whose ports are written, or are a literal for_each list, and a
//     rule resource repeated by a literal for_each with from_port =
//     each.value (tfdynamic.go); addresses and ports given as var.name or
//     local.name are read as the literal default or value the module
//     declares, unless a .tfvars file of the directory sets them
//     (tfvalues.go); the rule resources and blocks of each provider, their
//     attributes and defaults, and the forms a block is written in (a
//     dynamic block, a list of objects) are rows
//     (checks/terraform_ingress.yml, the format in tfingress.go), so a
//     project reads its own provider's rule with a row of a check file's
//     ingress: list, and the ports are the internet-sensitive-ports
//     vocabulary. A source is read as the address range it is (cidr.go),
//     not as a string: any /0 is the internet (127.0.0.0/0 too: the bits
//     past the prefix do not count), a public range of /8 or wider (IPv6
//     /16) is as good as open (tf-open-ingress, High, saying how much of
//     the internet it is), a range written with a private address whose
//     prefix takes in public ones (172.16.0.0/11) is a typo that admits
//     them (tf-ingress-prefix-spill, Medium, naming them), and a narrower
//     public range is Low (tf-ingress-public-range: is every one of its
//     addresses the project's?); one address is an allow-list entry. What
//     is not public is data: checks/not_public.yml's not-public: list,
//     IANA's special-purpose ranges that are not globally reachable, to
//     which a project's check file adds its own ranges (a corporate
//     network) under the same key; an entry with service: true is a
//     provider's documented service range (Google's IAP forwarders);
//   - Terraform: variables and local values that nothing in their module
//     references (tflint's terraform_unused_declarations),
//     required_providers entries nothing uses, provider blocks with no
//     required_providers entry and terraform blocks
//     in a module with no required_version (terraform_required_providers,
//     terraform_required_version), judged only for a module directory
//     whose .tf files are all under review — the one check here that asks
//     the review's root which files a directory holds (tfmodule.go).
//
// A Terraform finding covers its whole resource, first line to closing
// brace, as the HCL pack's do.
//
// AWS CloudFormation templates (YAML or JSON) and IAM policy documents are
// read as YAML and checked for what the Terraform AWS checks look for, in
// CloudFormation's property names: public buckets and databases, ingress
// open to the internet on sensitive ports, unencrypted storage, plain-HTTP
// listeners, unauthenticated endpoints, literal passwords, and IAM
// statements that allow every action, every principal or NotAction. The
// checks are rows of data (checks/cloudformation.yml; the format below),
// to which a project adds its own in rulepack.rule_dirs;
// cloud.go finds the resources and statements and runs the rows.
//
// JSON configuration: Azure Resource Manager templates, ECS task
// definitions, Docker's daemon.json, composer.json, package.json and
// Firebase database rules (and Firestore/Storage rules files), for the
// settings their documentation names as security decisions (the rows of
// checks/json.yml and json_more.yml; jsonconf.go and jsonmore.go read the
// files).
//
// Server configuration known by its file name (php.ini and PHP-FPM pools,
// sshd_config, pg_hba.conf, redis.conf, my.cnf, .npmrc, pip.conf,
// .gitconfig, vsftpd.conf, smb.conf, squid.conf, grafana.ini, sysctl.conf,
// Spring Boot's application.properties)
// is read for the settings its own documentation calls security decisions:
// remote includes and error display, root and password logins and weak
// ciphers, trust authentication from the network, servers without
// authentication, package managers without TLS checks, anonymous FTP and
// SMB, open proxies, ASLR off, FastCGI open to any host, every actuator
// endpoint or the H2 console published (the rows and kinds of file of
// checks/settings.yml; serverconf.go reads the files).
//
// It also reads web server configuration, which no grammar parses:
// nginx (old TLS versions and weak ciphers, alias traversal, proxy_pass to a
// host the request names, decoded $uri in headers, redirects and upstream
// requests, valid_referers none, client certificates no CA signed, the
// client address taken from any sender's header, CORS that echoes any
// origin, h2c smuggling, directory listings, version tokens, add_header
// levels that drop the server's security headers, Host taken from the
// client's header, loose origin and referer regexes, allow with no deny,
// TLS with no ssl_protocols, redirects to a host the request names or,
// from an HTTPS site, to plain HTTP, the ssl directive nginx 1.25.1
// removed) and Apache httpd (SSLProtocol, SSLCipherSuite, Options Indexes,
// TRACE, version disclosure, a root directory open to all, insecure
// renegotiation, TLS compression, an unverified backend, an open forward
// proxy, server-status open to all, a DNS lookup per request, TLS with
// mod_ssl's default protocols, php_flag and php_value settings that php.ini
// must not have, SSLVerifyClient optional_no_ca, RewriteRule proxying to a
// host from the request). A directive whose value is the problem, alone
// or with the directives around it, is a row of checks/webserver.yml;
// webserver.go and nginxpitfalls.go hold the checks that weigh more.
//
// # Configuration checks as data
//
// What a configuration file must not say is data: rows in checks/*.yml,
// embedded in the binary, and rows a project adds in files of its own under
// rulepack.rule_dirs (a file is a check file when it has a top-level
// `checks:`, `vocabulary:`, `ingress:` or `not-public:` key; rule and
// model files share those directories). The Go
// holds the mechanism: it tells the files apart, reads them (a template or
// a JSON file as a tree, a web server's directives, a key-value file's
// settings, an XML file's text) and gives each row what its scope (`in:`)
// names. A row that does not validate is an error naming the file, the row
// and the field (checks.go), and teamreview stops with exit code 2. The
// shipped files: cloudformation.yml (CloudFormation resources and IAM
// statements), json.yml and json_more.yml (ARM, ECS, daemon.json,
// Firebase, composer.json, package.json, Kubernetes JSON, JSON lines),
// webserver.yml (nginx and Apache directives), settings.yml (key-value
// server configuration and its kinds of file), xml.yml (web.config,
// web.xml, server.xml, AndroidManifest.xml).
//
//	checks:
//	  - rule: iac/cfn-publicly-accessible   # the finding's rule id
//	    in: resource                        # resource (default) or statement
//	    types: [AWS::RDS::DBInstance]       # resource types; none: every AWS:: resource
//	    each: ContainerDefinitions          # optional: check each item of this path
//	    property: PubliclyAccessible        # a path, or a list of them (any)
//	    match: (?i)^true$                   # the value that is the problem
//	    unless:
//	      - {property: Engine, match: ^aurora}
//	    dimension: security                 # default security
//	    severity: High
//	    confidence: 0.85
//	    cwe: [CWE-668]
//	    message: "{{type}} {{id}} is PubliclyAccessible"
//	    recommendation: Set PubliclyAccessible: false ...
//
// A row is tried on each resource of its types (its Properties mapping) or,
// with `in: statement`, on each IAM policy statement: a Statement list (of a
// PolicyDocument, KeyPolicy, AssumeRolePolicyDocument or a policy file), or
// the Serverless Framework's iamRoleStatements and iam.role.statements.
// `each:` narrows it to the items a path reaches (a task definition's
// containers), and the rest of the row is read from each item; `each-key:`
// keeps the items written under a key that matches it (the sections of
// appsettings.json that configure JWT).
//
// A path is keys joined by dots (DistributionConfig.ViewerCertificate); a
// list on the way is read item by item, as CloudFormation's list
// properties are; `*` is every value of a mapping (Environment.Variables.*)
// and `**` every value of every mapping below (a credential anywhere in the
// properties). A value is known when it is written: an intrinsic function
// (!Ref, !Sub, {"Ref": ...}) has no known value.
//
// What the row reports, at the node the property path reaches:
//
//	match: re       a known value that matches
//	not-match: re   with match, a known value that does not match this too;
//	                alone, a node that is not a known value matching it
//	present: true   the node exists (NotAction)
//	absent: true    no node exists: the finding covers the whole resource
//	key: re         the key the node is written under matches (with * and **)
//
// `when:` conditions must all hold and `unless:` conditions must all fail
// for the row to report; each is a path with match, not-match, present or
// absent, read from the item as above.
//
// `check: open-ingress` replaces property and match with the one test the
// data cannot state: a security group ingress rule open to the internet on
// every port or on a range that holds a port that should not face it (the
// internet-sensitive-ports vocabulary). Its source is read as an address
// range as Terraform's are: any /0 is the row's finding; a public /8 or
// wider is reported under the row's rule with a message saying how much of
// the internet it is, a spilled private prefix and a narrower public range
// as iac/cfn-ingress-prefix-spill and iac/cfn-ingress-public-range. `check-properties:` names, for each
// role the check reads, the properties that hold it, the first present
// taken (source: [CidrIp, CidrIpv6], protocol: [IpProtocol], from:
// [FromPort], to: [ToPort]); a role left out is an error.
//
// A row `in: document` is tried on the root of a JSON configuration file of
// the kind `file:` names (arm, ecs, docker-daemon, firebase, composer, npm,
// appsettings, docker-config: the kinds jsonconf.go tells apart), read as
// above; `each: "**"` makes every mapping of the file an item (an ARM
// template's resources at any depth), and {{item}} is the key an item is
// written under (a parameter's name). present: true does not hold of an
// empty list.
//
// A row `in: nginx` or `in: apache` is tried on each directive of a web
// server's configuration instead: `directive:` names the directives (case
// does not matter), and match (and not-match) test its arguments as
// written, all of them in one string (ssl_protocols TLSv1 TLSv1.2 is
// "TLSv1 TLSv1.2"), and `present: true` takes any arguments. A
// vocabulary list's name in double braces in match is the list's words as
// alternatives ($({{nginx-request-variables}})\b), so that the words a
// project adds to the list are matched too. Its when: and unless:
// conditions name directives (with match or not-match on their
// arguments) or a block's head, and where to look: the directive's block,
// a block around it, a block in it, or the whole file; a condition with
// only match or not-match is a second test on the directive's own
// arguments (nearby.go): a PHP location that passes scripts to FastCGI
// unless try_files is in it, dav_methods PUT unless auth_basic is in the
// location or around it. `once: block` (or file) reports only the first
// directive the row reports in each block (or the file), and
// `unless-file:`, as in a setting row, is a regular expression on the
// whole file (a <Proxy> section that restricts its clients), lists named
// in it as in match. Such a row has
// no types, each, property or key. Its messages interpolate {{directive}}
// (the name as written), {{value}} (the arguments), the named groups of
// match (a group that took no part is empty) and those of the heads its
// when: conditions matched ({{loc}} of location (?P<loc>/\S+)):
//
//	checks:
//	  - rule: iac/nginx-old-tls
//	    in: nginx
//	    directive: [ssl_protocols, proxy_ssl_protocols]
//	    match: (?i)(^|\s)\+?(?P<proto>SSLv3|TLSv1|TLSv1\.1)(\s|$)
//	    message: "{{directive}} enables {{proto}}, which is deprecated"
//
// A row `in: setting` is tried on each line of a key-value configuration
// file of the kind `file:` names (php, sshd, spring, redis, mysql, npmrc,
// pip, haproxy, ...: the kinds serverconf.go tells by file name);
// `setting:` is the key in lower case (section.key under an ini file's
// [section]), and match tests its value, {{value}} in the messages; a row
// without setting tests the whole line (an exports or sudoers line).
// `unless-file:` is a regular expression on the whole file: a setting
// elsewhere that makes this one safe (listen.allowed_clients for a PHP-FPM
// pool's listen).
//
// The kinds of key-value file are data too: a check file's `files:` list
// (beside `checks:`) declares them, and a project adds its own products'
// files with their rows:
//
//	files:
//	  - kind: mongod            # what setting rows name in file:
//	    format: words           # or ini: key = value with [sections]; properties: ini that also reads key: value (java.util.Properties)
//	    names: [mongod.conf]    # lower-case file names
//	    bases: ['^mongod.*\.conf$']       # regular expressions on that name
//	    paths: ['mongod\.d/.*\.conf$']   # or on the path
//
// A file is of the first kind that names it; else of the first whose bases
// or paths match (a base is faster to test than a path), in the order the
// shipped files and then the project's declare them. A project's kind is tried after every shipped reader (XML, nginx,
// Apache): it adds a file to the review, it cannot take one from another
// check. A project's row may name a shipped kind to add its own files to it
// (a team's sshd_config kept as deploy/sshd.conf), with the shipped kind's
// format: a different one would change how the shipped files are read, and
// is an error.
//
// The names of a product's API that a check written in Go weighs are data
// too: a check file's `vocabulary:` list (beside, or instead of, `checks:`)
// adds words to a list the Go reads (vocabulary.go):
//
//	vocabulary:
//	  - list: nginx-request-variables   # proxy_pass to a host the client names
//	    words: [host, http_*, arg_*]    # nginx variables without $; * ends a prefix
//
// The lists: nginx-request-variables (the variables a client's request
// sets: a proxy_pass host from one is SSRF), nginx-decoded-uri-variables
// (the URL-decoded path: in a header or upstream request it splits
// lines), nginx-redirect-variables (a redirect target starting with one
// goes to any host), nginx-dav-write-methods (the dav_methods that write:
// PUT), all four named in the matches of checks/webserver.yml's rows;
// security-headers (the add_header names whose loss an inner level's
// add_header is reported for), and
// apache-proxy-restrictions (the access directives, words by spaces,
// Require ip, that make a <Proxy> section restricted),
// apache-php-setting-directives (mod_php's php_flag and php_value, whose
// settings are checked as php.ini's), apache-status-handlers (the
// SetHandler values that publish the server's state: server-status) and
// apache-grant-all (Require all granted); and which reader a
// file gets: nginx-files and apache-files by name, web-content-files (the
// files whose content decides: *.conf, sites-enabled/) by apache-sections,
// apache-marker-directives, nginx-marker-blocks,
// nginx-marker-argument-blocks (location /x {) and nginx-marker-directives,
// xml-files-aspnet, -servlet, -android and -tomcat the files of each XML
// kind (checks/xml.yml), and json-files-<kind> the files of the JSON kinds
// told by name (docker-daemon, composer, firebase, npm, appsettings,
// docker-config: checks/json.yml), and json-markers-arm-schemas,
// -arm-namespaces, -ecs and -docker-config what a file of the kinds told
// by content holds (deploymentTemplate.json, Microsoft.*/ types,
// containerDefinitions, auths; Firebase's {"rules": {".read": ...}} shape
// stays in jsonconf.go);
// internet-sensitive-ports the ports an ingress rule open to the internet
// is reported for, each word a port and its product ("6379 Redis"; a range
// is named by the first of its ports in the rows' order), and
// non-root-image-prefixes and non-root-image-words the base images that
// already run unprivileged (cgr.dev/chainguard/; nonroot in a tag):
// checks/ports_images.yml; and ASP.NET Core's appsettings names
// (checks/appsettings.yml): appsettings-connection-sections
// (ConnectionStrings), connection-string-tls-off (keyword=values,
// Encrypt=false|no), connection-string-server-keys and -password-keys,
// appsettings-token-sections and -token-key-names (Jwt:Key), and the
// environments whose file is one machine's or a container's
// (appsettings-development-environments, -container-environments);
// android-components, android-permission-attributes and
// android-launcher-categories, what the exported-component check reads
// in an AndroidManifest.xml (checks/xml.yml); iam-statement-lists, the
// keys beside a policy's Statement that hold IAM statements (the
// Serverless Framework's iamRoleStatements: checks/cloudformation.yml);
// firebase-rule-methods, what each method of a Firestore or Storage rule
// grants ("read: read every document ...", for the message of an open
// allow: checks/settings.yml); apache-ssl-all-protocols and
// apache-ssl-deprecated-protocols, the versions mod_ssl's SSLProtocol all
// enables and those a server should not offer (checks/webserver.yml).
// A files word is a lower-case name, *.ext, name* (a name's start), dir/
// (a directory in the path) or part/name (the name in a path that holds part). A regex location's
// captures ($1 to $9) are nginx's syntax, not a list. A project's file may
// add words to the lists whose words add findings, not to
// apache-proxy-restrictions,
// apache-grant-all, the non-root-image lists, connection-string-server-keys or
// the appsettings environments, android-permission-attributes or
// android-launcher-categories, whose words make findings go away, nor to the lists that say which
// reader a file gets (iam-statement-lists too), where its word could take a file from another; a word that does not have its list's
// syntax is an error naming the row and the field.
//
// A row `in: xml` names an XML file's kind (`file:` aspnet for web.config,
// servlet for web.xml, tomcat for server.xml, android for
// AndroidManifest.xml) and a regular expression on the whole file, its
// comments blanked; each match is a finding on the line where the first
// group that took part starts (the attribute at fault), or where the match
// starts.
//
// A row `in: json-line` tests each line of a .json file as written (a
// lockfile or a file over 1 MiB aside); `file-name:` is a regular
// expression on the file's lower-case name (without it, every .json file),
// and {{match}} is the text match matched. A row `in: document` with
// `file: k8s` is tried on a Kubernetes manifest written as JSON.
//
// Messages and recommendations interpolate {{id}} (the resource's logical
// id), {{type}}, {{value}} (the reported value), {{key}} (its key),
// {{property}} (the row's path), {{item.Name}} (a value of the item) and,
// for open-ingress, {{what}}. Any other {{...}} is left as written, so a
// recommendation can show {{resolve:secretsmanager:...}}.
package iac
