/** curl commands as browsers and people write them, for curl-to-code's engine tests and its syntax checks. */
// As Chrome 131's "Copy as cURL (bash)" writes a request (cookie and token values replaced).
const chrome = `curl 'https://www.example.com/api/search?lang=en' \\
  -H 'accept: */*' \\
  -H 'accept-language: en-IN,en;q=0.9' \\
  -H 'content-type: application/json' \\
  -b 'session=abc123; theme=dark' \\
  -H 'origin: https://www.example.com' \\
  -H 'referer: https://www.example.com/search' \\
  -H 'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"' \\
  -H 'sec-ch-ua-mobile: ?0' \\
  -H 'sec-ch-ua-platform: "Linux"' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \\
  --data-raw $'{"q":"it\\'s ₹100","page":1}'`;
// As Firefox 133's "Copy as cURL" writes one.
const firefox = `curl 'https://www.example.com/login' --compressed -X POST -H 'User-Agent: Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' -H 'Accept: text/html' -H 'Content-Type: application/x-www-form-urlencoded' -H 'Origin: https://www.example.com' -H 'Connection: keep-alive' --data-raw 'user=asha&pass=s%40cret'`;
const commands: Record<string, string> = {
  'Chrome, JSON body with $-quoting': chrome,
  'Firefox, form body and --compressed': firefox,
  'GET with -G and --data-urlencode': `curl -G https://api.example.com/search --data-urlencode 'q=a b&c' -H 'Accept: application/json'`,
  '--json': `curl --json '{"a":1}' https://api.example.com/items`,
  'multipart form with a file and basic auth': 'curl -u asha:secret -F note=hello -F file=@report.pdf https://files.example.com/upload',
  'PUT with -k and a cookie': `curl -k -X PUT https://self-signed.example.com/v1/item/7 -b 'id=1' -d 'x=1'`,
  'body from text and files (-d, --data-binary, --data-urlencode)': `curl -d a=1 -d @notes.txt --data-binary @report.bin --data-urlencode @message.txt --data-urlencode 'msg@message.txt' https://api.example.com/up`,
  'form with a typed text part, a repeated name and a field from a file': `curl -F 'meta={"a":1};type=application/json' -F tag=a -F tag=b -F $'note=one\\ntwo' -F 'bio=<bio.txt;type=text/plain' https://api.example.com/mp`,
  'conditional GET to a URL Go and requests would escape': `curl -g -H 'If-None-Match: "v1"' 'https://api.example.com/a/../b|c?x=%2f&y=[1]'`,
  'Windows cmd, as Chrome writes it':
    'curl ^"https://api.example.com/v1/items?limit=10^&q=a^%^20b^" ^\r\n  -H ^"content-type: application/json^" ^\r\n  --data-raw ^"^{^\\^"name^\\^":^\\^"Note ^& Pen^\\^"^}^"',
  PowerShell: "curl.exe -X POST `\n  -H 'Content-Type: application/json' `\n  -d '{\"name\":\"it''s\"}' `\n  https://api.example.com/items",
};

export const browserCommands = { chrome, firefox, commands };
