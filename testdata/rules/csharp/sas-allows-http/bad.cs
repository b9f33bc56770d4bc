using Microsoft.Azure.Storage;
using Microsoft.Azure.Storage.Blob;

class Links
{
    string Url(CloudBlockBlob blob, SharedAccessBlobPolicy policy)
    {
        return blob.Uri + blob.GetSharedAccessSignature(policy, null, null, SharedAccessProtocol.HttpsOrHttp, null); // want "csharp/sas-allows-http"
    }

    void Modern(Azure.Storage.Sas.BlobSasBuilder b)
    {
        b.Protocol = Azure.Storage.Sas.SasProtocol.HttpsAndHttp; // want "csharp/sas-allows-http"
    }
}
