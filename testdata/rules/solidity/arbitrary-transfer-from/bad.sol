pragma solidity 0.8.24;

contract Vault {
    IERC20 token;
    mapping(address => uint256) shares;

    function depositFor(address from, uint256 amount) external {
        token.transferFrom(from, address(this), amount); // want "solidity/arbitrary-transfer-from"
        shares[from] += amount;
    }

    function pull(IERC20 t, address owner_, uint256 amount) public {
        t.safeTransferFrom(owner_, msg.sender, amount); // want "solidity/arbitrary-transfer-from"
    }
}
