/**
 * What a gateway or web application firewall in front of the API answers instead of the API: a
 * 200 with an HTML page of its own. F5 BIG-IP ASM's default block page, as it ships.
 */
export const F5_BLOCK_PAGE =
  "<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 4155278913579164781<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>";
