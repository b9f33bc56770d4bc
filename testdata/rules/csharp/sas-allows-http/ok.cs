using Microsoft.Azure.Storage;
using Microsoft.Azure.Storage.Blob;

class Links
{
    string Url(CloudBlockBlob blob, SharedAccessBlobPolicy policy)
    {
        return blob.Uri + blob.GetSharedAccessSignature(policy, null, null, SharedAccessProtocol.HttpsOnly, null);
    }
}
