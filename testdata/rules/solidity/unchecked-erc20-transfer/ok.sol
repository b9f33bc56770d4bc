pragma solidity 0.8.24;

contract Vault {
    using SafeERC20 for IERC20;
    IERC20 token;

    function deposit(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        require(token.transfer(msg.sender, 0), "failed");
        payable(msg.sender).transfer(amount);
    }

    function transfer(address to, uint256 amount) public override returns (bool) {
        super.transfer(to, amount);
        return true;
    }
}

contract Escrow {
    IERC721 nft;

    function lock(uint256 tokenId) external {
        nft.transferFrom(msg.sender, address(this), tokenId);
        IERC721(address(nft)).transferFrom(address(this), msg.sender, tokenId);
    }
}
